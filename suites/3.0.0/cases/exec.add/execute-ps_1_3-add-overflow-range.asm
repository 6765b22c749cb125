// case: exec.add/execute/ps_1_3/add-overflow-range (execute)
// expect: the outputs of execute-ps_1_3-add-overflow-range.outputs.json (tolerance 1.5625e-2)
// origin: execute add {inputs: overflow-range}
ps_1_3
mov r1, c2
add r0, c0, c1
