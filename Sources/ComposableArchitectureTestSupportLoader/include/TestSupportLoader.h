#ifndef COMPOSABLE_ARCHITECTURE_TEST_SUPPORT_LOADER_H
#define COMPOSABLE_ARCHITECTURE_TEST_SUPPORT_LOADER_H

/// What the loader found when the process started (see TestSupportLoader.c), as bits:
/// 1: the process runs tests;
/// 2: IssueReporting's Swift Testing bridge is in the process (issues fail Swift Testing tests);
/// 4: swift-dependencies finds its XCTest observer itself (libDependenciesTestObserver.so);
/// 8: the loader registered swift-dependencies' XCTest observer;
/// 16: the main actor runs on the library's executor for tests (NestedWaitMainExecutor.swift).
int _composable_architecture_test_support_status(void);

#endif
