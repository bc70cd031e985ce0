// The umbrella module: `import Truss` is all a user needs.
@_exported import AutoLayout
@_exported import Cassowary
@_exported import LayoutContainers
@_exported import LayoutDSL
@_exported import LayoutDiagnostics
@_exported import TextMetrics
@_exported import VisualFormat
