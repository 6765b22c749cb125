// case: random/valid/ps_2_x/17 (validate)
// expect: valid
// case: random/assemble/ps_2_x/17 (assemble)
// expect: the tokens of valid-ps_2_x-17.bin
// origin: random seed 1 ps_2_x #17
ps_2_x
dcl_volume s2
def c3, 0.0, -8.565352e-38, 0.5, 5.131299e-12
defi i4, 4, 0, 1, 0
defb b0, true
dcl t7.w
dcl_centroid t5
dcl t2
crs_sat r9.xy, c2, c2
dsy r11, c0
exp_sat r21.xy, c3.x
texldp r28, r11, s2
rcp_pp r8.xy, r28.y
exp_sat r0.y, r28.z
texkill t2
dsx_pp r26.z, -c3.wzwx
rcp_sat r25.yw, -t7.w
nop
pow r25, -r9.y, c1.y
m4x4 r22, r28.wxz, c18
frc r13, r22.yxwx
dp2add_sat r25.zw, c3.wyx, r22, -r26.z
m3x3 r28.xyz, r13.zwwx, c12
nop
rep i4
    crs r29.x, r13, -r11
    cmp r25, c31, r25, r11.ywwy
    texldb_pp r21, t5, s2
    m3x4_sat r20, r28, c8
    callnz l3, b11
    call l4
    mul r22, c1.wyyx, -r13.ywz
    if b11
        m4x4 r4, -r20.zywx, c25
        texldd r31, t5, s2, r4, c31
        cmp r31, r20.zxyw, c3, r11
        setp_gt p0.zw, -r22, r22.zwwy
        m3x2_sat_pp r2.xy, r20.xyx, c16
        break_lt t7.w, r13.w
        texldd r31, r21, s2, r20, r4
        sub r30, r28, c31.yzwz
        if p0.z
            dsy_pp r18, t2
            break
        endif
    endif
endrep
mov oC0, r11
mov oDepth, c1.z
ret
label l3
lrp r28, c1, t2.zyyz, r26.z
mov_pp r16, r13
rsq_sat r14.xyw, -c1.w
m3x4 r3, r13.xzzy, c23
ret
label l4
texkill t2
m4x4 r31, r13, c6
ret
