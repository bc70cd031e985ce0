@_exported import AutoLayout
// The umbrella module: `import Truss` is all a user needs.
@_exported import Cassowary
@_exported import TextMetrics
