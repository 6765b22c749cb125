// case: exec.add/execute/ps_3_0/add-overflow-range (execute)
// expect: the outputs of execute-ps_3_0-add-overflow-range.outputs.json (tolerance 7.152557373046875e-7)
// origin: execute add {inputs: overflow-range}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
