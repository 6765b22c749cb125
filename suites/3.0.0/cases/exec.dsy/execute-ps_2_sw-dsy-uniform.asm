// case: exec.dsy/execute/ps_2_sw/dsy-uniform (execute)
// expect: the outputs of execute-ps_2_sw-dsy-uniform.outputs.json (tolerance 1.8310546875e-4)
// origin: execute dsy {inputs: uniform}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
dsy r0, r1
mov oC0, r0
