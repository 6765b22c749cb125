// case: exec.dsx/execute/ps_2_sw/dsx-uniform (execute)
// expect: the outputs of execute-ps_2_sw-dsx-uniform.outputs.json (tolerance 1.8310546875e-4)
// origin: execute dsx {inputs: uniform}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
dsx r0, r1
mov oC0, r0
