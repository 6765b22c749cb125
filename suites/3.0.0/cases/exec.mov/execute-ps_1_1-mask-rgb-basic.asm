// case: exec.mov/execute/ps_1_1/mask-rgb-basic (execute)
// expect: the outputs of execute-ps_1_1-mask-rgb-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute mask-rgb {inputs: basic}
ps_1_1
mov r1, c2
mov r0, c1
mov r0.rgb, c0
