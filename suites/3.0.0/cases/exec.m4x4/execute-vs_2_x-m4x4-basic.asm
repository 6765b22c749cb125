// case: exec.m4x4/execute/vs_2_x/m4x4-basic (execute)
// expect: the outputs of execute-vs_2_x-m4x4-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute m4x4 {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
m4x4 r0, r1, c3
mov oPos, r0
