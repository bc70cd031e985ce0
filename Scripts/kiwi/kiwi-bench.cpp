// kiwi-bench: runs a Truss constraint script (.tcs, SPEC §1.7) on kiwi's solver and times
// it, for Scripts/compare-kiwi.sh.
//
//   kiwi-bench FILE [--repeat K] [--output PATH]
//
// The script is read and parsed into a list of operations first (not timed): names are
// resolved to indices and expressions to (variable, coefficient) lists. Then the operations
// run on a fresh kiwi::Solver, K times (default 1), and the shortest run is printed as
// `time_ms VALUE`. The timed part makes the kiwi::Variable and kiwi::Constraint objects and
// calls the solver, as a program using kiwi would; printed lines are kept in memory and
// written to PATH after the clock stops.
//
// Semantics, the same as `truss solve` where kiwi allows it:
// - Variables are created on first use; `print` with no names prints every variable that a
//   successful command has mentioned so far, sorted by name (byte order).
// - Priorities map to kiwi strengths by w(p) = 1000^((p - 250) / 250): 250, 500 and 750
//   are exactly kiwi's weak, medium and strong, 1000 is kiwi's required, and the other
//   priorities fall between them on the same logarithmic scale (1 -> 0.001, 999 -> 9.9e8,
//   below required). kiwi adds weighted errors; Truss orders priorities strictly, so the
//   two can differ where optional constraints of different priorities compete.
// - An unsatisfiable constraint prints `unsatisfiable ID conflicts` (kiwi does not say
//   which constraints it conflicts with) and is not recorded as added; kiwi does not roll
//   its tableau back, so later values may be wrong (SPEC §1.9).
// - Any other failure, kiwi's exceptions included (InternalSolverError: "Dual optimize
//   failed"), prints `error LINE: MESSAGE` and the script goes on with the next line.
// - `print` calls updateVariables() and formats each value as Truss does: rounded to 1e-6,
//   trailing zeros dropped, -0 printed as 0.
//
// Build: g++ -O2 -std=c++17 -I <kiwisolver sdist> Scripts/kiwi/kiwi-bench.cpp

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

enum class OpKind { Constraint, Remove, Edit, Suggest, Unedit, Print, Error };

struct Op {
  OpKind kind = OpKind::Error;
  int line = 0;
  int id = -1;   // constraint id index (Constraint, Remove)
  int var = -1;  // variable index (Edit, Suggest, Unedit)
  std::vector<std::pair<int, double>> terms;  // lhs - rhs
  double constant = 0;                        // lhs - rhs
  kiwi::RelationalOperator relation = kiwi::OP_EQ;
  double strength = kiwi::strength::required;
  double value = 0;
  std::vector<int> printVars;  // sorted by name; empty with printAll
  bool printAll = false;
  std::string message;         // Error
};

struct Program {
  std::vector<std::string> variableNames;
  std::vector<std::string> constraintNames;
  std::vector<int> sortedVariables;  // every variable index, sorted by name
  std::vector<Op> ops;
};

double strengthForPriority(double p) {
  if (p >= 1000) return kiwi::strength::required;
  if (p == 750) return kiwi::strength::strong;
  if (p == 500) return kiwi::strength::medium;
  if (p == 250) return kiwi::strength::weak;
  return std::pow(1000.0, (p - 250.0) / 250.0);
}

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
}
bool isValidName(const std::string& s) {
  if (s.empty() || !isNameStart(s[0])) return false;
  for (char c : s)
    if (!isNameChar(c)) return false;
  return true;
}

struct ParseError {
  std::string message;
};

class Parser {
 public:
  Program program;

  void parse(const std::string& text) {
    std::istringstream in(text);
    std::string raw;
    int line = 0;
    while (std::getline(in, raw)) {
      ++line;
      auto hash = raw.find('#');
      if (hash != std::string::npos) raw.erase(hash);
      std::vector<std::string> words = split(raw);
      if (words.empty()) continue;
      try {
        parseLine(line, raw, words);
      } catch (const ParseError& e) {
        Op op;
        op.kind = OpKind::Error;
        op.line = line;
        op.message = e.message;
        program.ops.push_back(std::move(op));
      }
    }
    auto& sorted = program.sortedVariables;
    sorted.resize(program.variableNames.size());
    for (size_t k = 0; k < sorted.size(); ++k) sorted[k] = static_cast<int>(k);
    const auto& names = program.variableNames;
    std::sort(sorted.begin(), sorted.end(), [&](int a, int b) { return names[a] < names[b]; });
  }

 private:
  std::unordered_map<std::string, int> variableIndex;
  std::unordered_map<std::string, int> constraintIndex;

  static std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    std::string w;
    while (in >> w) out.push_back(w);
    return out;
  }

  int variable(const std::string& name) {
    auto it = variableIndex.find(name);
    if (it != variableIndex.end()) return it->second;
    int index = static_cast<int>(program.variableNames.size());
    program.variableNames.push_back(name);
    variableIndex.emplace(name, index);
    return index;
  }

  int constraintId(const std::string& name) {
    auto it = constraintIndex.find(name);
    if (it != constraintIndex.end()) return it->second;
    int index = static_cast<int>(program.constraintNames.size());
    program.constraintNames.push_back(name);
    constraintIndex.emplace(name, index);
    return index;
  }

  static double number(const std::string& s) {
    if (s.empty()) throw ParseError{"expected a number"};
    const char* begin = s.c_str();
    char* end = nullptr;
    double v = std::strtod(begin, &end);
    if (end != begin + s.size() || !std::isfinite(v) || std::isalpha(static_cast<unsigned char>(s[0])))
      throw ParseError{"bad number '" + s + "'"};
    return v;
  }

  static double priority(const std::string& word) {
    // word starts with '@'
    std::string p = word.substr(1);
    if (p == "required") return 1000;
    double v;
    try {
      v = number(p);
    } catch (const ParseError&) {
      throw ParseError{"bad priority '" + p + "'"};
    }
    if (!(v >= 1 && v <= 1000)) throw ParseError{"priority " + p + " is not in 1...1000"};
    return v;
  }

  // Parses a sum of terms NUMBER, VAR, NUMBER*VAR joined by + and -, adding sign * terms.
  void expression(const std::string& text, double sign, Op& op) {
    size_t i = 0, n = text.size();
    auto skip = [&] {
      while (i < n && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    };
    bool first = true;
    skip();
    if (i == n) throw ParseError{"missing expression"};
    while (true) {
      skip();
      if (i == n) break;
      double termSign = 1;
      if (text[i] == '+' || text[i] == '-') {
        termSign = text[i] == '-' ? -1 : 1;
        ++i;
        skip();
      } else if (!first) {
        throw ParseError{"expected + or - in '" + text + "'"};
      }
      if (i == n) throw ParseError{"missing term after sign"};
      first = false;
      if (isNameStart(text[i])) {
        size_t start = i;
        while (i < n && isNameChar(text[i])) ++i;
        op.terms.emplace_back(variable(text.substr(start, i - start)), sign * termSign);
        continue;
      }
      size_t start = i;
      while (i < n && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.' ||
                       ((text[i] == 'e' || text[i] == 'E') && i > start) ||
                       ((text[i] == '+' || text[i] == '-') && i > start &&
                        (text[i - 1] == 'e' || text[i - 1] == 'E'))))
        ++i;
      if (i == start) throw ParseError{"unexpected '" + std::string(1, text[i]) + "'"};
      double value = number(text.substr(start, i - start));
      skip();
      if (i < n && text[i] == '*') {
        ++i;
        skip();
        size_t vs = i;
        if (i < n && isNameStart(text[i]))
          while (i < n && isNameChar(text[i])) ++i;
        if (i == vs) throw ParseError{"expected a variable after '*'"};
        op.terms.emplace_back(variable(text.substr(vs, i - vs)), sign * termSign * value);
      } else {
        op.constant += sign * termSign * value;
      }
    }
  }

  void parseLine(int line, const std::string& raw, const std::vector<std::string>& words) {
    Op op;
    op.line = line;
    const std::string& command = words[0];
    if (command == "constraint") {
      if (words.size() < 2) throw ParseError{"missing constraint id"};
      if (!isValidName(words[1])) throw ParseError{"bad constraint id '" + words[1] + "'"};
      // The rest of the line after the id (and priority).
      size_t pos = raw.find(words[0]) + words[0].size();
      pos = raw.find(words[1], pos) + words[1].size();
      double p = 1000;
      if (words.size() > 2 && words[2][0] == '@') {
        p = priority(words[2]);
        pos = raw.find(words[2], pos) + words[2].size();
      }
      std::string rest = raw.substr(pos);
      size_t rel = std::string::npos;
      kiwi::RelationalOperator relation = kiwi::OP_EQ;
      int count = 0;
      for (size_t k = 0; k + 1 < rest.size(); ++k) {
        std::string two = rest.substr(k, 2);
        if (two == "==" || two == "<=" || two == ">=") {
          if (count == 0) {
            rel = k;
            relation = two == "==" ? kiwi::OP_EQ : two == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
          }
          ++count;
          ++k;
        }
      }
      if (count == 0) throw ParseError{"missing relation (==, <= or >=)"};
      if (count > 1) throw ParseError{"more than one relation"};
      op.kind = OpKind::Constraint;
      expression(rest.substr(0, rel), 1, op);
      expression(rest.substr(rel + 2), -1, op);
      op.relation = relation;
      op.strength = strengthForPriority(p);
      op.id = constraintId(words[1]);
    } else if (command == "remove") {
      if (words.size() != 2) throw ParseError{"usage: remove ID"};
      op.kind = OpKind::Remove;
      op.id = constraintId(words[1]);
    } else if (command == "edit") {
      if (words.size() < 2 || words.size() > 3) throw ParseError{"usage: edit VAR [@PRIORITY]"};
      if (!isValidName(words[1])) throw ParseError{"bad variable name '" + words[1] + "'"};
      double p = 750;
      if (words.size() == 3) {
        if (words[2][0] != '@') throw ParseError{"usage: edit VAR [@PRIORITY]"};
        p = priority(words[2]);
      }
      op.kind = OpKind::Edit;
      op.strength = strengthForPriority(p);
      op.var = variable(words[1]);
    } else if (command == "suggest") {
      if (words.size() != 3) throw ParseError{"usage: suggest VAR NUMBER"};
      if (!isValidName(words[1])) throw ParseError{"bad variable name '" + words[1] + "'"};
      op.kind = OpKind::Suggest;
      op.value = number(words[2]);
      op.var = variable(words[1]);
    } else if (command == "unedit") {
      if (words.size() != 2) throw ParseError{"usage: unedit VAR"};
      if (!isValidName(words[1])) throw ParseError{"bad variable name '" + words[1] + "'"};
      op.kind = OpKind::Unedit;
      op.var = variable(words[1]);
    } else if (command == "print") {
      op.kind = OpKind::Print;
      if (words.size() == 1) {
        op.printAll = true;
      } else {
        for (size_t k = 1; k < words.size(); ++k) {
          if (!isValidName(words[k])) throw ParseError{"bad variable name '" + words[k] + "'"};
        }
        for (size_t k = 1; k < words.size(); ++k) op.printVars.push_back(variable(words[k]));
        const auto& names = program.variableNames;
        std::sort(op.printVars.begin(), op.printVars.end(),
                  [&](int a, int b) { return names[a] < names[b]; });
        op.printVars.erase(std::unique(op.printVars.begin(), op.printVars.end()),
                           op.printVars.end());
      }
    } else {
      throw ParseError{"unknown command '" + command + "'"};
    }
    program.ops.push_back(std::move(op));
  }
};

// Truss's value format: rounded to 1e-6, trailing zeros dropped, -0 printed as 0.
void appendValue(std::string& out, double x) {
  double scaled = std::round(x * 1000000.0);
  if (!std::isfinite(scaled)) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    out += buf;
    return;
  }
  if (scaled == 0) {
    out += '0';
    return;
  }
  double magnitude = std::fabs(scaled);
  if (magnitude >= 9e18) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    out += buf;
    return;
  }
  uint64_t units = static_cast<uint64_t>(magnitude);
  uint64_t whole = units / 1000000, fraction = units % 1000000;
  if (scaled < 0) out += '-';
  out += std::to_string(whole);
  if (fraction != 0) {
    int digits = 6;
    while (fraction % 10 == 0) {
      fraction /= 10;
      --digits;
    }
    char buf[16];
    std::snprintf(buf, sizeof buf, ".%0*llu", digits, static_cast<unsigned long long>(fraction));
    out += buf;
  }
}

// Runs the program once on a fresh solver; returns the elapsed time in milliseconds.
double run(const Program& program, std::string& out) {
  out.clear();
  auto start = std::chrono::steady_clock::now();
  {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> vars;
    vars.reserve(program.variableNames.size());
    for (const auto& name : program.variableNames) vars.emplace_back(name);
    std::vector<kiwi::Constraint> constraints(program.constraintNames.size());
    std::vector<char> active(program.constraintNames.size(), 0);
    // Variables that a successful command has mentioned (what `print` with no names lists).
    std::vector<char> known(program.variableNames.size(), 0);
    std::vector<kiwi::Term> terms;
    auto error = [&](int line, const std::string& message) {
      out += "error " + std::to_string(line) + ": " + message + "\n";
    };
    for (const Op& op : program.ops) {
      try {
        switch (op.kind) {
          case OpKind::Error:
            error(op.line, op.message);
            break;
          case OpKind::Constraint: {
            if (active[op.id]) {
              error(op.line, "constraint '" + program.constraintNames[op.id] + "' already exists");
              break;
            }
            terms.clear();
            for (const auto& t : op.terms) terms.emplace_back(vars[t.first], t.second);
            kiwi::Constraint c(kiwi::Expression(terms, op.constant), op.relation, op.strength);
            try {
              solver.addConstraint(c);
            } catch (const kiwi::UnsatisfiableConstraint&) {
              out += "unsatisfiable " + program.constraintNames[op.id] + " conflicts\n";
              break;
            }
            constraints[op.id] = std::move(c);
            active[op.id] = 1;
            for (const auto& t : op.terms) known[t.first] = 1;
            break;
          }
          case OpKind::Remove:
            if (!active[op.id]) {
              error(op.line, "unknown constraint '" + program.constraintNames[op.id] + "'");
              break;
            }
            solver.removeConstraint(constraints[op.id]);
            active[op.id] = 0;
            break;
          case OpKind::Edit:
            solver.addEditVariable(vars[op.var], op.strength);
            known[op.var] = 1;
            break;
          case OpKind::Suggest:
            solver.suggestValue(vars[op.var], op.value);
            break;
          case OpKind::Unedit:
            solver.removeEditVariable(vars[op.var]);
            break;
          case OpKind::Print:
            solver.updateVariables();
            for (int v : op.printAll ? program.sortedVariables : op.printVars) {
              if (op.printAll && !known[v]) continue;
              known[v] = 1;
              out += program.variableNames[v];
              out += ' ';
              appendValue(out, vars[v].value());
              out += '\n';
            }
            break;
        }
      } catch (const kiwi::DuplicateEditVariable&) {
        error(op.line, "'" + program.variableNames[op.var] + "' is already an edit variable");
      } catch (const kiwi::UnknownEditVariable&) {
        error(op.line, "'" + program.variableNames[op.var] + "' is not an edit variable");
      } catch (const kiwi::BadRequiredStrength&) {
        error(op.line, "an edit variable's priority must be below 1000");
      } catch (const kiwi::InternalSolverError& e) {
        error(op.line, std::string("internal solver error: ") + e.what());
      } catch (const std::exception& e) {
        error(op.line, e.what());
      }
    }
  }
  auto end = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(end - start).count();
}

int usage() {
  std::fprintf(stderr, "usage: kiwi-bench FILE [--repeat K] [--output PATH]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string file, outputPath;
  int repeat = 1;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--repeat" && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
      if (repeat < 1) return usage();
    } else if (a == "--output" && i + 1 < argc) {
      outputPath = argv[++i];
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      return usage();
    } else if (file.empty()) {
      file = a;
    } else {
      return usage();
    }
  }
  if (file.empty()) return usage();

  std::string text;
  {
    std::ostringstream buffer;
    if (file == "-") {
      buffer << std::cin.rdbuf();
    } else {
      std::ifstream in(file, std::ios::binary);
      if (!in) {
        std::fprintf(stderr, "kiwi-bench: cannot read %s\n", file.c_str());
        return 1;
      }
      buffer << in.rdbuf();
    }
    text = buffer.str();
  }

  Parser parser;
  parser.parse(text);

  double best = 0;
  std::string output;
  for (int k = 0; k < repeat; ++k) {
    double ms = run(parser.program, output);
    if (k == 0 || ms < best) best = ms;
  }
  std::printf("time_ms %.3f\n", best);
  if (!outputPath.empty()) {
    std::ofstream out(outputPath, std::ios::binary);
    out << output;
  }
  return 0;
}
