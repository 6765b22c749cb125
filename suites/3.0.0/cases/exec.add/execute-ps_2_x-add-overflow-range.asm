// case: exec.add/execute/ps_2_x/add-overflow-range (execute)
// expect: the outputs of execute-ps_2_x-add-overflow-range.outputs.json (tolerance 9.1552734375e-5)
// origin: execute add {inputs: overflow-range}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
