// case: exec.dsx/execute/ps_3_sw/dsx-uniform (execute)
// expect: the outputs of execute-ps_3_sw-dsx-uniform.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute dsx {inputs: uniform}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
dsx r0, r1
mov oC0, r0
