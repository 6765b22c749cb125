// case: exec.logp/execute/vs_3_0/logp-basic (execute)
// expect: the outputs of execute-vs_3_0-logp-basic.outputs.json (tolerance 3.125e-2)
// origin: execute logp {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
logp r0, r1.x
mov o0, r0
