// case: exec.m4x4/execute/ps_2_x/m4x4-basic (execute)
// expect: the outputs of execute-ps_2_x-m4x4-basic.outputs.json (tolerance 2.44140625e-4)
// origin: execute m4x4 {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
m4x4 r0, r1, c3
mov oC0, r0
