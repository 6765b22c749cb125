// case: random/valid/ps_2_x/3 (validate)
// expect: valid
// case: random/assemble/ps_2_x/3 (assemble)
// expect: the tokens of valid-ps_2_x-3.bin
// origin: random seed 1 ps_2_x #3
ps_2_x
dcl_2d s9
dcl v1.zw
dcl t1.xyz
dcl_volume s2
dcl t0.xzw
dcl t3.xzw
def c14, -0.5, 4.0, -0.5, -2.0
def c31, 0.5, 5.046954e20, 2.0, 1.0
defi i10, 1, 2, 1, 0
defb b7, true
dcl t2
dcl v0
call l9
callnz l10, !b7
dp2add r15.xy, t1.xyyw, c31, c2.z
rcp r19, c3.x
mov r4.yw, -t1.wyyx
sub r3.yzw, c3, -c31.xwxw
frc r29.x, -c0.xwwz
exp_sat r20, v0.w
if_ne r15.y, -r3.z
    mov r31, t2.zwwx
    texld r19, t2, s2
    rcp r12, -c31.z
    max r17, c1, c31
    setp_ne p0.xyw, c3, -r12.wxwx
    dsy r3, r19.xzxw
    m3x4_sat r28, v0.xwwy, c4
    cmp r6.xyz, -r19, -r20, r19
    dsx_sat r8, -t2.xwx
endif
texldd r12, r19, s9, t3.w, r19.xy
mad_pp r13, r20, -c0, c1
pow_sat r24.xz, v0.y, r19.x
mov r31, -c2
crs r17.xy, c2, c3
nop
if b12
    if_ge c3.y, v0.w
        dp3 r6, r12, c3
        texldp r24, r13, s2
        abs_sat r30, r12
        if_eq r12.z, -r30.x
            rep i10
                texldd r20, r19, s2, r30, v0.wyz
            endrep
        endif
    endif
endif
mov oC0, t2
mov oC1, r13
mov oC2, v0
mov oC3, r31
ret
label l9
callnz l14, !b8
pow r11.yzw, t1.z, c0.x
rcp r27, c3.w
ret
label l10
rsq_pp r22, -t0.z
ret
label l14
crs r14.y, -c1, v0
cmp r29.yw, v0, -c0.xzzy, c31
dp2add r22, -c3, v0.xwxy, -c0.z
m3x4_sat r0, -r22.wwzw, c4
m4x4 r24, -t3.xzw, c1
ret
