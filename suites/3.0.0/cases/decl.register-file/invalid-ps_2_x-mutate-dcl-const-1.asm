// case: decl.register-file/invalid/ps_2_x/mutate-dcl-const-1 (validate)
// expect: invalid [decl.register-file]
// origin: mutator dcl-const on random seed 1 ps_2_x #1
ps_2_x
dcl c0
def c16, -0.5, -8.138456e-17, -2.0, 5.903276e21
defi i6, 3, 2, 1, 0
defi i7, 4, 1, 2, 0
dcl_cube s14
def c15, 0.125, -3.8897445e31, 2.0, -1.3545359e-13
def c22, 2.0, -1.0, -6.815782e19, 0.125
defb b13, false
dcl_2d s4
nrm_sat_pp r3.xyz, c2.zxyx
rcp_pp r23, c1.y
log_sat_pp r9, -r23.y
sub r0.yzw, -r9.xxxy, c31
max r1, c2.xzwz, r9.wyxy
abs r6.xw, c31
sincos r12.y, r6.w, c30, c31
min r10, -r1, r1
rep i6
    cmp r30.zw, r10.wxyz, -r0, -r1
    if b9
        dsx r7.xy, c2
        nrm r26.xyz, r10.yyzy
        dsx_sat_pp r0, r23
        sub r23, c0, r3.xxyx
        max_sat r19, -c2.wyw, r1.xwxz
        setp_le p0, c0, -r10.xywz
        call l1
    endif
endrep
mov oC0, c2
mov oC1, c2
ret
label l1
dp2add r21.xzw, r10.wzw, -c3, -r1.y
ret
