// case: exec.mov/execute/vs_2_x/replicate-alpha-basic (execute)
// expect: the outputs of execute-vs_2_x-replicate-alpha-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute replicate-alpha {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3.a
mov oPos, r0
