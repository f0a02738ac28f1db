@_exported import Perception
