// case: exec.mov/execute/vs_3_sw/swizzle-short-basic (execute)
// expect: the outputs of execute-vs_3_sw-swizzle-short-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute swizzle-short {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1.yz
mov o0, r0
