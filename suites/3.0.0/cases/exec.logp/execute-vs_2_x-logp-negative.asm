// case: exec.logp/execute/vs_2_x/logp-negative (execute)
// expect: the outputs of execute-vs_2_x-logp-negative.outputs.json (tolerance 1.171875e-2)
// origin: execute logp {inputs: negative}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
logp r0, r1.x
mov oPos, r0
