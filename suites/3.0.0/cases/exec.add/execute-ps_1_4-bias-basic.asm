// case: exec.add/execute/ps_1_4/bias-basic (execute)
// expect: the outputs of execute-ps_1_4-bias-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute bias {inputs: basic}
ps_1_4
mov r1, c2
add r0, r1_bias, c1
