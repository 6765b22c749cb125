// case: exec.m3x3/execute/ps_2_sw/m3x3-basic (execute)
// expect: the outputs of execute-ps_2_sw-m3x3-basic.outputs.json (tolerance 2.44140625e-4)
// origin: execute m3x3 {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
m3x3 r0.xyz, r1, c3
mov oC0, r0
