// case: exec.texbem/execute/ps_1_1/texbem-offset (execute)
// expect: the outputs of execute-ps_1_1-texbem-offset.outputs.json (tolerance 3.125e-2)
// origin: execute texbem {inputs: offset}
ps_1_1
tex t0
texbem t1, t0
mov r0, t1
