/// Why a script command failed; ``ScriptRunner`` writes it as `error LINE: MESSAGE`.
struct ScriptRunError: Error {
  /// The message, in the script's names.
  var message: String
}
