// case: op.texkill-register/invalid/ps_3_0/mutate-texkill-const-0 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_3_0 #0
ps_3_0
def c54, 1.0, -1.0, 0.25, 0.25
dcl_2d s8
def c62, 0.25, 1.701796e-16, -0.5, 0.125
defi i3, 1, 2, 2, 0
defb b15, false
dcl_cube s5
dcl_fog10 v0.y
defi i12, 4, 2, 1, 0
dcl_2d s2
dcl_normal2 v9
dcl_binormal12 v2
rsq r23, -c0_abs.z
m3x4_pp r2, v9.wxxz, c8_abs
lrp r28, -v2_abs.yw, c3_abs.ywwx, r2.wzzx
sincos_pp r11.xy, v2.z
max_sat_pp r4, -c3_abs.yxzy, -v9
call l1535
add r4.yzw, v9_abs, -r28_abs.ywzw
texkill r28
dsy r24.yz, -c3_abs
dp2add_sat r11.xyz, -c3_abs, r11, r28.y
texldl_pp r9, r23, s2
rep i3
    mul_pp r10, -r4_abs, -r2.xwzy
    min r20.yzw, c0_abs.wwyz, v9_abs
    m4x4 r20, r23, c178_abs
    if_ge r10.w, c223_abs.z
        nrm_sat r9.xyz, r23
        dsy r3, c3_abs.yyxw
        dp3_sat r8, r4, -v2.yzwz
        abs r21.w, r20.wz
    endif
endrep
mad_pp oC0, c3_abs, -r4, c3_abs.wwy
max oC1, -c223_abs.xwz, v9
texkill c0
ret
label l1535
mad r10, -c0_abs.xzxz, r4_abs.zxwx, r4.wyzx
texkill r2
m3x4 r31, r23.xxyz, c167_abs
nop
abs_pp r17, -c3_abs
lrp r14, r23.yzxw, r31, c2_abs
dp3 r16, r10.wzwy, c2_abs
m3x2_pp r16.xy, r10.wyyw, c104_abs
ret
