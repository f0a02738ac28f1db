// Loads the test support that IssueReporting and swift-dependencies look for at run time, in
// test processes only, so that the library itself never links XCTest or Swift Testing.
//
// IssueReporting records Swift Testing issues through a function it finds with
// `dlopen("libIssueReportingTestSupport.so") ?? dlopen(nil)` and `dlsym`; swift-dependencies
// resets its dependency cache between XCTest test cases through an observer it finds with
// `dlopen("libDependenciesTestObserver.so")`. Both are dynamic libraries that SwiftPM builds
// only when a target depends on them. The package makes its macro plug-in depend on them (see
// Package.swift), so every build that compiles the library also builds them, as the host
// libraries `lib…-tool.so`, next to the test binaries; nothing that runs a feature links them.
//
// When a test process starts, this constructor loads whichever of the two names is there,
// found through the executable's run path (`$ORIGIN` for SwiftPM builds) — the bridge with
// RTLD_GLOBAL so that IssueReporting's `dlopen(nil)` sees it — and registers the dependency
// observer when swift-dependencies cannot find it under its own name. It also gives the main
// actor the executor of NestedWaitMainExecutor.swift, unless
// COMPOSABLE_ARCHITECTURE_PLATFORM_MAIN_EXECUTOR is set. Outside tests it only checks a few
// environment variables and the command line, and loads nothing. If nothing is found (another
// build system, a cross-compiled test binary), IssueReporting prints how to link the support
// instead, and the test store resets the dependency cache itself (see TestSupportLoading.swift).

#if defined(__linux__)

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "TestSupportLoader.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int status = 0;

int _composable_architecture_test_support_status(void) { return status; }

/// Resets swift-dependencies' cache; defined in Swift (TestSupportLoading.swift).
extern void _composable_architecture_reset_dependency_cache(void);

/// Makes the main actor's jobs run in a main run loop nested in one of them, as in XCTest's
/// waits in async main-actor tests; defined in Swift (NestedWaitMainExecutor.swift). Returns 1
/// if installed.
extern int _composable_architecture_install_main_executor(void);

/// swift-dependencies' `registerTestObserver(_:)`: a thin Swift function taking a C function.
typedef void (*register_test_observer_t)(void (*reset_cache)(void))
    __attribute__((swiftcall));

static const char record_issue_symbol[] = "$s25IssueReportingTestSupport07_recordA0ypyF";
static const char register_test_observer_symbol[] =
    "$s24DependenciesTestObserver08registerbC0yyyyXCF";

static int ends_with(const char *string, size_t length, const char *suffix) {
  size_t suffix_length = strlen(suffix);
  return length >= suffix_length &&
         memcmp(string + length - suffix_length, suffix, suffix_length) == 0;
}

/// Whether an argument marks a test process, as IssueReporting's `isTesting` decides.
static int is_testing_argument(const char *argument, size_t length) {
  if (strcmp(argument, "--testing-library") == 0) return 1;
  const char *slash = strrchr(argument, '/');
  const char *name = slash ? slash + 1 : argument;
  size_t name_length = length - (size_t)(name - argument);
  return strcmp(name, "swiftpm-testing-helper") == 0 || strcmp(name, "xctest") == 0 ||
         ends_with(name, name_length, ".xctest");
}

/// Whether this process runs tests: IssueReporting's `isTesting`, from the environment and
/// /proc/self/cmdline (constructors are not given the arguments on every C library).
static int is_testing(void) {
  static const char *const variables[] = {
      "XCTestBundlePath", "XCTestBundleInjectPath", "XCTestConfigurationFilePath",
      "XCTestSessionIdentifier", "BAZEL_TEST"};
  for (size_t index = 0; index < sizeof(variables) / sizeof(*variables); index++) {
    if (getenv(variables[index]) != NULL) return 1;
  }
  int file = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
  if (file < 0) return 0;
  // The arguments that matter come first; a longer command line is cut at a whole argument.
  static char buffer[16384];
  size_t count = 0;
  ssize_t bytes;
  while (count < sizeof(buffer) - 1 &&
         (bytes = read(file, buffer + count, sizeof(buffer) - 1 - count)) > 0) {
    count += (size_t)bytes;
  }
  close(file);
  buffer[count] = '\0';
  size_t start = 0;
  while (start < count) {
    size_t length = strlen(buffer + start);
    if (start + length >= count && count == sizeof(buffer) - 1) break;
    if (is_testing_argument(buffer + start, length)) return 1;
    start += length + 1;
  }
  return 0;
}

static void *open_library(const char *name) {
  return dlopen(name, RTLD_NOW | RTLD_GLOBAL);
}

__attribute__((constructor)) static void load_test_support(void) {
  if (!is_testing()) return;
  status |= 1;

  // Before any test runs: the main actor's executor.
  if (getenv("COMPOSABLE_ARCHITECTURE_PLATFORM_MAIN_EXECUTOR") == NULL &&
      _composable_architecture_install_main_executor() == 1) {
    status |= 16;
  }

  // Swift Testing: IssueReporting looks the bridge up at each issue; make it findable.
  if (dlsym(RTLD_DEFAULT, record_issue_symbol) != NULL) {
    status |= 2;
  } else {
    void *bridge = open_library("libIssueReportingTestSupport.so");
    if (bridge == NULL) bridge = open_library("libIssueReportingTestSupport-tool.so");
    if (bridge != NULL && dlsym(bridge, record_issue_symbol) != NULL) status |= 2;
  }

  // XCTest: swift-dependencies registers its observer itself when it finds it by name.
  void *observer = dlopen("libDependenciesTestObserver.so", RTLD_LAZY);
  if (observer != NULL && dlsym(observer, register_test_observer_symbol) != NULL) {
    status |= 4;
    return;
  }
  observer = dlopen("libDependenciesTestObserver-tool.so", RTLD_NOW | RTLD_LOCAL);
  if (observer == NULL) return;
  register_test_observer_t register_test_observer =
      (register_test_observer_t)dlsym(observer, register_test_observer_symbol);
  if (register_test_observer == NULL) return;
  register_test_observer(_composable_architecture_reset_dependency_cache);
  status |= 8;
}

#else

#include "TestSupportLoader.h"

int _composable_architecture_test_support_status(void) { return 0; }

#endif
