"""Checks linux-tests' results.json against a fixture's expected.json (see .ci/linux-tests-fixtures).

Every test the hand port names has an outcome; every test not run has a reason; no test the tool
left out counts as passed; and the tool passes at least 90% of the hand port's passing tests.
"""
import json
import sys

results = json.load(open(sys.argv[1]))
expected = json.load(open(sys.argv[2]))
tests = {test["id"]: test for test in results["tests"]}
problems = []
hand = [test["id"] for test in expected["tests"] if test["handPort"] == "pass"]
for test in expected["tests"]:
    if test["id"] not in tests:
        problems.append(f"{test['id']}: declared by the app, missing from results.json")
    elif "tool" in test and tests[test["id"]]["result"] != test["tool"]:
        problems.append(
            f"{test['id']}: {tests[test['id']]['result']}, but {test['tool']} is expected")
for test in results["tests"]:
    if test["result"] != "passed" and not test.get("message"):
        problems.append(f"{test['id']}: {test['result']} without a reason")
passed = {test["id"] for test in results["tests"] if test["result"] == "passed"}
summary = results["summary"]
if summary["passed"] != len(passed):
    problems.append(f"summary says {summary['passed']} passed, the tests {len(passed)}")
reached = len([test for test in hand if test in passed])
share = reached / len(hand) if hand else 1.0
print(
    f"   hand port: {len(hand)} pass; linux-tests: {reached} of them "
    f"({share:.0%}), {len(passed)} in all; {summary['notCompiled']} not compiled, "
    f"{summary['failed']} failed; {len(results['leftOut'])} left out or changed; "
    f"builds {results['buildSeconds']:.0f} s, tool {results['toolSeconds']:.0f} s"
)
for test in hand:
    if test not in passed:
        outcome = tests.get(test, {})
        print(f"   not reached: {test}: {outcome.get('result')}: {(outcome.get('message') or '')[:160]}")
if share < 0.9:
    problems.append(f"the tool passes {share:.0%} of the hand port's passing tests (at least 90% needed)")
for problem in problems:
    print("   problem: " + problem, file=sys.stderr)
sys.exit(1 if problems else 0)
