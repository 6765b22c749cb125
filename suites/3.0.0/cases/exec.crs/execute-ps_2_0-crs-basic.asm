// case: exec.crs/execute/ps_2_0/crs-basic (execute)
// expect: the outputs of execute-ps_2_0-crs-basic.outputs.json (tolerance 3.0517578125e-4)
// origin: execute crs {inputs: basic}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
crs r0.xyz, r1, r2
mov oC0, r0
