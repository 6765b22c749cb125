// case: exec.logp/execute/vs_1_1/logp-basic (execute)
// expect: the outputs of execute-vs_1_1-logp-basic.outputs.json (tolerance 3.125e-2)
// origin: execute logp {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
logp r0, r1.x
mov oPos, r0
