// case: exec.log/execute/vs_3_sw/log-fraction (execute)
// expect: the outputs of execute-vs_3_sw-log-fraction.outputs.json (tolerance 5.7220458984375e-6)
// origin: execute log {inputs: fraction}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
log r0, r1.x
mov o0, r0
