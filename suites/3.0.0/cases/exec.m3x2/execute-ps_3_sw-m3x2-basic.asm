// case: exec.m3x2/execute/ps_3_sw/m3x2-basic (execute)
// expect: the outputs of execute-ps_3_sw-m3x2-basic.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute m3x2 {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
m3x2 r0.xy, r1, c3
mov oC0, r0
