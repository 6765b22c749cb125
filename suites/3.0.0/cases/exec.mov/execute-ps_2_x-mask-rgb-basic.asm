// case: exec.mov/execute/ps_2_x/mask-rgb-basic (execute)
// expect: the outputs of execute-ps_2_x-mask-rgb-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute mask-rgb {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
mov r0.rgb, r1
mov oC0, r0
