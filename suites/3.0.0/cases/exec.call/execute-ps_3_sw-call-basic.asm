// case: exec.call/execute/ps_3_sw/call-basic (execute)
// expect: the outputs of execute-ps_3_sw-call-basic.outputs.json (tolerance 5.960464477539063e-7)
// origin: execute call {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
call l0
mov oC0, r0
ret
label l0
add r0, r0, r2
ret
