// case: random/valid/ps_3_0/16 (validate)
// expect: valid
// case: random/assemble/ps_3_0/16 (assemble)
// expect: the tokens of valid-ps_3_0-16.bin
// origin: random seed 1 ps_3_0 #16
ps_3_0
def c58, 1.0, 1.0, 4.0, 0.25
dcl_cube s7
defb b7, false
defb b3, true
dcl_2d s14
dcl_cube s9
defi i13, 1, 4, 2, 0
defi i6, 4, 4, 1, 0
dcl_color10 v0.x
mov r23, c3_abs.ywwz
callnz l1553, b8
loop aL, i6
    texld r24, r23, s9
    texldd r16, r23, s7, r24.wwzx, r23
    exp_sat r5.xz, r23.z
    abs r20.yzw, r24.zyxz
    if !b11
        loop aL, i6
            sincos r13.xy, -c1_abs.y
            if b11
                abs_sat r19, -c0_abs.zyzx
                texldl r27, r23, s7
                texldp r5, r19, s14
                dsy r25, r20.yz
                texldl r8, r16, s14
                exp r27.yz, r5.x
                cmp r15, -c2_abs, r23.xyz, r27_abs
                call l1553
            endif
        endloop
    endif
endloop
min_sat oC0, r23, c223_abs
mul oC1.xz, -c2_abs.wxzw, r23_abs
min oC2, -c3_abs, -c3_abs
add_sat oC3.y, c223_abs, -c223_abs.wwxw
ret
label l1553
texld r2, r23, s7
exp r18, c0_abs.z
frc_pp r7, -c2_abs.wwz
dp4 r19.x, r23, -c2_abs.ywzx
nop
ret
