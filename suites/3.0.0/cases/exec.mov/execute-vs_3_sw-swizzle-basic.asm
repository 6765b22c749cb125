// case: exec.mov/execute/vs_3_sw/swizzle-basic (execute)
// expect: the outputs of execute-vs_3_sw-swizzle-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute swizzle {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1.wzyx
mov o0, r0
