// case: exec.mov/execute/vs_1_1/swizzle-basic (execute)
// expect: the outputs of execute-vs_1_1-swizzle-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute swizzle {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1.wzyx
mov oPos, r0
