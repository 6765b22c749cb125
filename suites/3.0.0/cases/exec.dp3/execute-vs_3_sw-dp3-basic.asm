// case: exec.dp3/execute/vs_3_sw/dp3-basic (execute)
// expect: the outputs of execute-vs_3_sw-dp3-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute dp3 {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
dp3 r0, r1, r2
mov o0, r0
