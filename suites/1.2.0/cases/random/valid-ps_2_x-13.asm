// case: random/valid/ps_2_x/13 (validate)
// expect: valid
// case: random/assemble/ps_2_x/13 (assemble)
// expect: the tokens of valid-ps_2_x-13.bin
// origin: random seed 1 ps_2_x #13
ps_2_x
dcl t7.w
defb b0, false
def c22, -0.5, -2.0, 0.0, 2.0
def c26, 0.25, 1851436.5, 7.4714934e-16, 1.0
defb b9, true
defi i2, 3, 4, 2, 0
dcl_centroid v1.w
dcl_centroid v0
dcl t6
dcl_2d s14
defi i3, 1, 4, 2, 0
def c27, -1.2532323e-7, 1.0, 1.0, 0.0
def c9, 4.0, 0.125, 102339930000000.0, -4.6387884e-32
if b10
    frc r6, -c31
    texldb r25, t6, s14
    m4x4_sat r25, r6, c19
    callnz l14, b13
    texldp r18, t6, s14
    dp3 r23.xzw, -c2, -r6.xzw
    dp4_pp r17, t6, c0
    nop
    cmp r29, c2.zzyx, c31.ywwx, -r25
    m4x3 r23.xyz, r29.xywz, c3
else
    lrp r13.xzw, t6.yyyw, -c3.xxwz, -c1
    texldb_pp r22, t6, s14
    m3x2_pp r7.xy, -r13.wxxy, c27
    mul r5, c3, t6.yxxy
    m3x4 r31, -r5.wwzw, c11
    mul_sat_pp r11, r22.xzwz, c0.zzxw
    lrp r30.xw, -t6.zy, t6.wzwx, c1.wyzw
    mul r29, c3.xzyx, -r5
    if !b3
        min_pp r11.w, -t6.yzyx, -c2
    endif
    m4x3_pp r14.xyz, r11.wxwy, c4
    m3x4_pp r27, t6, c6
    min r16.z, v1.ywwy, r5
    dp4_pp r19, r27, -r11.zzx
endif
mov oC0, v0
ret
label l14
crs r27.xy, -r6, c1
mov r10, -c31
sub_sat r23.xy, -c0, r6.xyw
rep i2
    mad r28, v0.ywzy, r25, r10
    break_eq -c2.y, c0.x
    nop
endrep
ret
