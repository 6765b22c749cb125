// case: exec.add/execute/ps_1_2/add-basic (execute)
// expect: the outputs of execute-ps_1_2-add-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute add {inputs: basic}
ps_1_2
mov r1, c2
add r0, c0, c1
