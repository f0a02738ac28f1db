import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseBindableMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PerceptibleMacro.self,
    PerceptionIgnoredMacro.self,
    PerceptionTrackedMacro.self,
    PresentsMacro.self,
    ReducerMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    UITransactionEntryMacro.self,
    ViewActionMacro.self,
  ]
}
