// case: exec.mov/execute/vs_2_x/swizzle-short-basic (execute)
// expect: the outputs of execute-vs_2_x-swizzle-short-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute swizzle-short {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1.yz
mov oPos, r0
