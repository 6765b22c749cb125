// case: exec.max/execute/ps_2_x/max-basic (execute)
// expect: the outputs of execute-ps_2_x-max-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute max {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
max r0, r1, r2
mov oC0, r0
