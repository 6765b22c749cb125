// case: exec.expp/execute/vs_1_1/expp-vs1-negative (execute)
// expect: the outputs of execute-vs_1_1-expp-vs1-negative.outputs.json (tolerance 4.8828125e-3)
// origin: execute expp-vs1 {inputs: negative}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
expp r0, r1.x
mov oPos, r0
