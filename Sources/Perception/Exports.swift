// swift-perception's `Perception` module re-exports its machinery, as this one does.
@_exported import PerceptionCore
