// case: exec.else/execute/ps_3_0/if-else-else (execute)
// expect: the outputs of execute-ps_3_0-if-else-else.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute if-else {inputs: else}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
if b0
mov r0, r1
else
mov r0, r2
endif
mov oC0, r0
