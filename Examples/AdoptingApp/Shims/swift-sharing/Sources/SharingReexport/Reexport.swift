@_exported import Sharing
