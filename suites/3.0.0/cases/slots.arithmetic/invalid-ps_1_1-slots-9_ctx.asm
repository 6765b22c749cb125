// case: slots.arithmetic/invalid/ps_1_1/slots-9_ctx (validate)
// expect: invalid [slots.arithmetic]
// origin: template slots {slots: 9} + 5 random context instructions (seed 1 attempt 0)
ps_1_1
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r0, c0
nop
nop
nop
nop
nop
