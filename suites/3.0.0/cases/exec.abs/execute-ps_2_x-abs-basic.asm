// case: exec.abs/execute/ps_2_x/abs-basic (execute)
// expect: the outputs of execute-ps_2_x-abs-basic.outputs.json (tolerance 4.2724609375e-4)
// origin: execute abs {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
abs r0, r1
mov oC0, r0
