// case: exec.dsy/execute/ps_3_0/dsy-uniform (execute)
// expect: the outputs of execute-ps_3_0-dsy-uniform.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute dsy {inputs: uniform}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
dsy r0, r1
mov oC0, r0
