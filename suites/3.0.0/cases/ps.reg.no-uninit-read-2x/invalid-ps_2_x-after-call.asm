// case: ps.reg.no-uninit-read-2x/invalid/ps_2_x/after-call (validate)
// expect: invalid [ps.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template code {after: ret label l1 mov r7, c2 ret, code: call l1 mov r0, r7}
ps_2_x
call l1
mov r0, r7
mov oC0, c0
ret
label l1
mov r7, c2
ret
