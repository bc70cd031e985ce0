extension Solver: CustomDebugStringConvertible {
  /// The system as a constraint script (`.tcs`) that reproduces it: the active constraints
  /// and edit variables in the order they were added, then the suggested values.
  ///
  /// Names are made valid and unique: a variable or constraint without a usable name is
  /// called `v<index>` or `c<index>`.
  public func script() -> String {
    let variableNames = scriptVariableNames()
    var constraintNames: [Int: String] = [:]
    var used = Set<String>()
    var lines = ["# Truss constraint script"]
    let order = constraints.indices.filter { constraints[$0].isActive }
      .sorted { constraints[$0].activation < constraints[$1].activation }
    for index in order where !constraints[index].isStay {
      let record = constraints[index]
      if record.isEdit {
        guard let term = record.expression.terms.first else { continue }
        let name = variableNames[term.variable.index]
        lines.append("edit \(name) @\(formatNumber(record.priority))")
        if record.expression.constant != 0 {
          lines.append("suggest \(name) \(formatNumber(-record.expression.constant))")
        }
        continue
      }
      let name = uniqueName(record.name, fallback: "c\(index)", used: &used)
      constraintNames[index] = name
      var text = "constraint \(name) "
      if !record.isRequired { text += "@\(formatNumber(record.priority)) " }
      text += formatTerms(record.expression.terms, names: variableNames)
      text += " \(record.relation) \(formatNumber(-record.expression.constant))"
      lines.append(text)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Valid, unique script names for every variable, indexed by variable.
  func scriptVariableNames() -> [String] {
    var used = Set<String>()
    return variableNames.indices.map { i in
      uniqueName(variableNames[i], fallback: "v\(i)", used: &used)
    }
  }

  func formatTerms(_ terms: [Term], names: [String]) -> String {
    if terms.isEmpty { return "0" }
    var text = ""
    for (i, term) in terms.enumerated() {
      let c = term.coefficient
      let magnitude = abs(c)
      let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude))*"
      if i == 0 {
        text += (c < 0 ? "-" : "") + factor + names[term.variable.index]
      } else {
        text += (c < 0 ? " - " : " + ") + factor + names[term.variable.index]
      }
    }
    return text
  }

  /// The tableau in kiwi's section order, deterministic, for debugging and for tests that
  /// check a failed operation left the solver bit-identical.
  public var debugDescription: String {
    var out = "Objective\n---------\n"
    for s in objective.indices where !objective[s].isZero {
      out += "  \(symbolName(s)): \(objective[s].description)\n"
    }
    out += "\nTableau\n-------\n"
    let live = rows.indices.filter { rows[$0].basic >= 0 }.sorted {
      rows[$0].basic < rows[$1].basic
    }
    for slot in live {
      let row = rows[slot]
      let constant = row.constant.bitPattern == 0 ? "0" : row.constant.description
      out += "  \(symbolName(row.basic)) | \(constant)"
      for cell in row.cells {
        out += " + \(cell.coefficient.description) * \(symbolName(cell.symbol))"
      }
      out += "\n"
    }
    out += "\nInfeasible\n----------\n"
    for s in infeasible.sorted() { out += "  \(symbolName(s))\n" }
    out += "\nVariables\n---------\n"
    for v in variableNames.indices {
      let s = variableSymbol[v]
      let value = s < 0 ? 0 : symbolValue[s]
      out += "  \(variableNames[v].isEmpty ? "v\(v)" : variableNames[v]) = \(value.description)\n"
    }
    out += "\nEdit Variables\n--------------\n"
    for v in editOfVariable.indices where editOfVariable[v] >= 0 {
      let record = constraints[editOfVariable[v]]
      out +=
        "  v\(v) @\(formatNumber(record.priority)) -> \(formatNumber(-record.expression.constant))\n"
    }
    out += "\nConstraints\n-----------\n"
    for c in constraints.indices where constraints[c].isActive {
      let r = constraints[c]
      out +=
        "  c\(c) #\(r.activation) \(r.relation) @\(formatNumber(r.priority)) marker \(r.marker >= 0 ? symbolName(r.marker) : "-") other \(r.other >= 0 ? symbolName(r.other) : "-")\(r.tie >= 0 ? " tie c\(r.tie)" : "")\n"
    }
    return out
  }

  func symbolName(_ s: Int) -> String {
    let prefix: String
    switch symbolKind[s] {
    case .external: prefix = "v"
    case .slack: prefix = "s"
    case .error: prefix = "e"
    case .dummy: prefix = "d"
    }
    return "\(prefix)\(s)"
  }
}

/// Makes `name` a valid script identifier (`[A-Za-z_][A-Za-z0-9_.]*`), unique in `used`.
func uniqueName(_ name: String?, fallback: String, used: inout Set<String>) -> String {
  var base = String(
    (name ?? "").map {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") ? $0 : "_"
    })
  if base.isEmpty || base.first?.isNumber == true || base.first == "." { base = fallback }
  var candidate = base
  var n = 2
  while !used.insert(candidate).inserted {
    candidate = "\(base)_\(n)"
    n += 1
  }
  return candidate
}
