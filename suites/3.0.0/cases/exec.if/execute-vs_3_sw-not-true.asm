// case: exec.if/execute/vs_3_sw/not-true (execute)
// expect: the outputs of execute-vs_3_sw-not-true.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute not {inputs: true}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
if !b0
add r0, r0, r2
endif
mov o0, r0
