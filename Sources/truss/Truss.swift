import ArgumentParser

/// The `truss` command: the root that dispatches to the subcommands (SPEC §14).
@main
struct Truss: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "truss",
    abstract: "Auto Layout for every Swift platform",
    version: "0.1.0",
    subcommands: [
      Solve.self, Vfl.self, Frames.self, Render.self, Check.self, Trace.self, UpdateFrames.self,
      Gallery.self, Devices.self,
    ]
  )
}
